import fc from "fast-check";
import { expect, test } from "vitest";
import { isLocalOrigin, isLoopbackAddress } from "./origin";

test("localhost, loopback addresses and the special-use names are local", () => {
  for (const url of [
    "http://localhost:3000",
    "http://LOCALHOST",
    "http://localhost.",
    "http://app.localhost:5173",
    "http://127.0.0.1:3000",
    "http://127.1",
    "http://127.255.255.254",
    "http://[::1]:3000",
    "https://typeatlas.test",
    "https://shop.example",
    "https://nowhere.invalid",
  ])
    expect(isLocalOrigin(url), url).toBe(true);
});

test("real domains, LAN and public addresses are public", () => {
  for (const url of [
    "https://typeatlas.com",
    "https://example.com",
    "https://localhost.example.com",
    "https://test.typeatlas.com",
    "https://typeatlas.testing",
    "https://mylocalhost",
    "http://192.168.1.20:3000",
    "http://10.0.0.1",
    "http://0.0.0.0:3000",
    "http://128.0.0.1",
    "http://[2001:db8::1]",
    "not a url",
  ])
    expect(isLocalOrigin(url), url).toBe(false);
});

const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,20}[a-z0-9])?$/);
const octet = fc.integer({ min: 0, max: 255 });

test("property: any name under a special-use name is local, whatever its port and case", () => {
  fc.assert(
    fc.property(
      fc.array(label, { minLength: 0, maxLength: 3 }),
      fc.constantFrom("localhost", "test", "example", "invalid"),
      fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }),
      fc.boolean(),
      (labels, top, port, upper) => {
        const host = [...labels, top].join(".");
        const url = `https://${upper ? host.toUpperCase() : host}${port ? `:${port}` : ""}/`;
        return isLocalOrigin(url);
      },
    ),
  );
});

test("property: a name under a real top-level domain is public, even one that mentions localhost", () => {
  fc.assert(
    fc.property(
      fc.array(fc.oneof(label, fc.constant("localhost"), fc.constant("test")), {
        minLength: 1,
        maxLength: 3,
      }),
      fc.constantFrom("com", "org", "net", "io", "dev", "app"),
      (labels, top) => !isLocalOrigin(`https://${[...labels, top].join(".")}`),
    ),
  );
});

test("property: an IPv4 address is local exactly when it is in 127.0.0.0/8", () => {
  fc.assert(
    fc.property(octet, octet, octet, octet, (a, b, c, d) => {
      const ip = `${a}.${b}.${c}.${d}`;
      return (
        isLocalOrigin(`http://${ip}:3000`) === (a === 127) && isLoopbackAddress(ip) === (a === 127)
      );
    }),
  );
});

test("a client on this machine is loopback in every form Node reports; others are not", () => {
  for (const ip of ["127.0.0.1", "127.0.0.2", "::1", "::ffff:127.0.0.1"])
    expect(isLoopbackAddress(ip), ip).toBe(true);
  for (const ip of ["203.0.113.7", "::ffff:203.0.113.7", "10.0.0.1", "2001:db8::1", "unknown", ""])
    expect(isLoopbackAddress(ip), ip).toBe(false);
});
