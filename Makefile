# teahouse: `make run` opens the parlor, `make test` runs every check.
GO       ?= go
PKGS     := ./...
FUZZTIME ?= 10s
FUZZMIN  ?= 3s
BENCH    ?= .
COUNT    ?= 6

.PHONY: run build test fmt-check vet bench fuzz clean

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
	@failed=""; passed=""; for pkg in $$($(GO) list $(PKGS)); do \
	  for f in $$($(GO) test -list '^Fuzz' $$pkg | grep '^Fuzz' || true); do \
	    echo "fuzz $$pkg $$f"; \
	    if $(GO) test -run '^$$' -fuzz "^$$f$$" -fuzztime $(FUZZTIME) -fuzzminimizetime $(FUZZMIN) $$pkg; \
	    then passed="$$passed $$pkg.$$f"; else failed="$$failed $$pkg.$$f"; fi; \
	  done; \
	done; \
	echo "fuzz passed:$${passed:- none}"; echo "fuzz failed:$${failed:- none}"; test -z "$$failed"

clean:
	rm -f teahouse
