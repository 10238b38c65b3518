//go:build js

package lan

// QRCode: a page does not host, so it shows no join code to scan.
func QRCode(string) [][]bool { return nil }
