# teahouse: `make run` opens the parlor, `make test` runs every check.
GO       ?= go
PKGS     := ./...
FUZZTIME ?= 10s
FUZZMIN  ?= 3s
BENCH    ?= .
COUNT    ?= 6

.PHONY: run build test fmt-check vet bench fuzz landmarks clean

run: ## open the lobby
	$(GO) run . $(ARGS)

build: ## build ./teahouse
	$(GO) build -o teahouse .

test: fmt-check vet ## gofmt check, go vet, all tests: with the race detector, then the long checks without it
	$(GO) test -race -short -count=1 $(PKGS)
	$(GO) test -count=1 $(PKGS)

fmt-check:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi

vet:
	$(GO) vet $(PKGS)

bench: ## benchmarks, COUNT runs each (feed to benchstat)
	$(GO) test -run '^$$' -bench '$(BENCH)' -benchmem -count $(COUNT) $(PKGS)

fuzz: ## a short run of every fuzz target; every target runs, the results come at the end
	@# go1.26's fuzz coordinator can fail a clean run with a bare "context
	@# deadline exceeded" at the end of -fuzztime (go.dev/issue/75804): such a
	@# run that wrote no failing input is reported as flaked, not failed.
	@failed=""; flaked=""; passed=""; for pkg in $$($(GO) list $(PKGS)); do \
	  dir=$$($(GO) list -f '{{.Dir}}' $$pkg); \
	  for f in $$($(GO) test -list '^Fuzz' $$pkg | grep '^Fuzz' || true); do \
	    echo "fuzz $$pkg $$f"; corpus="$$dir/testdata/fuzz/$$f"; \
	    before=$$(ls "$$corpus" 2>/dev/null | wc -l); \
	    if $(GO) test -run '^$$' -fuzz "^$$f$$" -fuzztime $(FUZZTIME) -fuzzminimizetime $(FUZZMIN) $$pkg > /tmp/teahouse-fuzz.out 2>&1; \
	    then passed="$$passed $$pkg.$$f"; \
	    elif [ "$$(ls "$$corpus" 2>/dev/null | wc -l)" = "$$before" ] && grep -q '^    context deadline exceeded$$' /tmp/teahouse-fuzz.out; \
	    then flaked="$$flaked $$pkg.$$f"; \
	    else failed="$$failed $$pkg.$$f"; fi; \
	    tail -3 /tmp/teahouse-fuzz.out; \
	  done; \
	done; rm -f /tmp/teahouse-fuzz.out; \
	echo "fuzz passed:$${passed:- none}"; echo "fuzz flaked (no failing input):$${flaked:- none}"; echo "fuzz failed:$${failed:- none}"; test -z "$$failed"

landmarks: ## the computer levels' fixed ratings (ai/landmarks.json): a ladder of each rated game's levels
	$(GO) run . ladder pokerdice --players simple,optimal --deals 20000 --landmarks ai/landmarks.json
	$(GO) run . ladder yahtzee --players greedy,optimal --deals 2000 --landmarks ai/landmarks.json
	$(GO) run . ladder doudizhu --players simple,rule,expert --deals 600 --landmarks ai/landmarks.json
	$(GO) run . ladder shengji --players greedy,rule,expert --deals 100 --landmarks ai/landmarks.json

clean:
	rm -f teahouse
