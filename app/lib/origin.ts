/**
 * Whether an origin is on this machine or on a name that never resolves on the public internet:
 * `localhost` and `*.localhost`, 127.0.0.0/8, `[::1]`, and the special-use names `*.test`,
 * `*.example` and `*.invalid` (RFC 2606, RFC 6761). Anything else (a real domain, a LAN or a public
 * address) is public: a site there needs real mail and an explicit choice about payments.
 * A value that is not a URL is not local.
 */
export function isLocalOrigin(url: string | URL): boolean {
  let hostname: string;
  try {
    // WHATWG URL lower-cases the host and writes IPv4 in dotted decimal (`127.1` is 127.0.0.1).
    hostname = new URL(url).hostname.replace(/\.$/, "");
  } catch {
    return false;
  }
  return (
    /(^|\.)localhost$/.test(hostname) ||
    /^127\.\d+\.\d+\.\d+$/.test(hostname) ||
    hostname === "[::1]" ||
    /(^|\.)(test|example|invalid)$/.test(hostname)
  );
}

/**
 * Whether a client address (Express's `req.ip`) is this machine: 127.0.0.0/8, `::1`, or 127.x.y.z
 * written as an IPv4-mapped IPv6 address, as a dual-stack socket reports it.
 */
export function isLoopbackAddress(ip: string): boolean {
  return /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/i.test(ip) || ip === "::1";
}
