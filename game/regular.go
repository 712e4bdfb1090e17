package game

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"syscall"
)

// ErrNotRegular reports a path that is not a regular file: a FIFO, a
// device, a socket or a directory. Logs are read from regular files only,
// since opening or reading anything else can wait for ever (a FIFO waits
// for a writer).
var ErrNotRegular = errors.New("not a regular file")

// OpenRegular opens the regular file at path (a symbolic link is followed)
// for reading, and refuses anything else without waiting: it looks before
// opening, opens without blocking and looks again at what it opened, in
// case the path was replaced in between. Its error wraps ErrNotRegular for
// a file of another kind, and names path.
func OpenRegular(path string) (*os.File, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, notRegular(path)
	}
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	if fi, err = f.Stat(); err == nil && !fi.Mode().IsRegular() {
		err = notRegular(path)
	}
	if err != nil {
		_ = f.Close()
		return nil, err
	}
	return f, nil
}

// ReadRegular reads the whole regular file at path, as os.ReadFile does,
// refusing anything else as OpenRegular does.
func ReadRegular(path string) ([]byte, error) {
	f, err := OpenRegular(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	buf := bytes.NewBuffer(make([]byte, 0, int(fi.Size())+bytes.MinRead))
	_, err = buf.ReadFrom(f)
	return buf.Bytes(), err
}

func notRegular(path string) error {
	return &fs.PathError{Op: "open", Path: path, Err: ErrNotRegular}
}
