//go:build !js

package net

import (
	stdnet "net"
	"testing"
)

// The addresses a host offers for its link, read from this machine's
// interfaces (nothing is sent): IPv4 only, never loopback or link-local,
// the private ones (a home or school network) first.
func TestReachableAddresses(t *testing.T) {
	all := LANAddresses()
	privateDone := false
	for _, a := range all {
		ip := stdnet.ParseIP(a)
		switch {
		case ip == nil || ip.To4() == nil:
			t.Errorf("%q is not an IPv4 address", a)
		case ip.IsLoopback(), ip.IsLinkLocalUnicast():
			t.Errorf("%s is offered: others cannot reach it", a)
		case ip.IsPrivate() && privateDone:
			t.Errorf("private %s comes after a public address: %q", a, all)
		case !ip.IsPrivate():
			privateDone = true
		}
	}
	// Only loopback: nothing to offer (the lobby says phones cannot join).
	var loop []stdnet.Addr
	for _, c := range []string{"127.0.0.1/8", "::1/128"} {
		ip, ipn, _ := stdnet.ParseCIDR(c)
		ipn.IP = ip
		loop = append(loop, ipn)
	}
	if got := reachable(loop); len(got) != 0 {
		t.Errorf("loopback only: %q offered", got)
	}
}
