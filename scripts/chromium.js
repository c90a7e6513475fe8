// Launch options for Debian's Chromium, shared by the end-to-end tests and `npm run bench`.
// Browser downloads are blocked here, and without the background-networking flags Chromium keeps
// trying to reach outside hosts.
export function chromiumLaunchOptions() {
  return {
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  };
}
