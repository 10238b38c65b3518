//go:build !js

package lan

import qrcode "github.com/skip2/go-qrcode"

// QRCode is the join link as a QR code's modules (true is dark), with its
// quiet border, so a phone's camera opens the game; nil if it cannot be made.
func QRCode(link string) [][]bool {
	q, err := qrcode.New(link, qrcode.Medium)
	if err != nil {
		return nil
	}
	return q.Bitmap()
}
