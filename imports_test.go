package main

import (
	"bufio"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// aliasRow is a row of the table of import names in docs/architecture.md:
// | `teahouse/rules/doudizhu` | `dz` |
var aliasRow = regexp.MustCompile("^\\| `(teahouse/[a-z/]+)` \\| `([a-z]+)` \\|")

// importNames reads the table of import names from docs/architecture.md.
func importNames(t *testing.T) map[string]string {
	f, err := os.Open(filepath.Join("docs", "architecture.md"))
	require.NoError(t, err)
	defer f.Close()
	names := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if m := aliasRow.FindStringSubmatch(sc.Text()); m != nil {
			names[m[1]] = m[2]
		}
	}
	require.NoError(t, sc.Err())
	require.NotEmpty(t, names, "docs/architecture.md has a table of import names")
	return names
}

// TestOneImportNamePerPackage checks that every import of one of
// teahouse's packages uses the name docs/architecture.md gives it, and that
// the packages the table does not list are imported by their own names.
func TestOneImportNamePerPackage(t *testing.T) {
	names := importNames(t)
	var wrong []string
	fset := token.NewFileSet()
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		switch {
		case err != nil:
			return err
		case d.IsDir() && (strings.HasPrefix(d.Name(), ".") && path != "." || d.Name() == "testdata"):
			return filepath.SkipDir
		case d.IsDir() || !strings.HasSuffix(path, ".go"):
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			if !strings.HasPrefix(p, "teahouse/") {
				continue
			}
			got := ""
			if imp.Name != nil {
				got = imp.Name.Name
			}
			if want := names[p]; got != want {
				wrong = append(wrong, fset.Position(imp.Pos()).String()+": "+p+" imported as "+strconv.Quote(got)+", want "+strconv.Quote(want))
			}
		}
		return nil
	})
	require.NoError(t, err)
	require.Empty(t, wrong, "imports named otherwise than the table in docs/architecture.md says")
}
