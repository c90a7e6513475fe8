import fs from "node:fs";
import http from "node:http";
import type { Socket } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import type { Auth } from "~/auth/auth.server";
import type { SessionReader } from "~/auth/session-reader.server";
import { resolveAuthSecret } from "~/auth/secret.server";
import { openDatabase, type Database, type DatabaseHandle } from "~/db/client.server";
import { parseEnv, type Env } from "~/env.server";
import type { Mailer } from "~/mail/mailer.server";
import type { BillingProvider } from "~/billing/provider.server";
import type { ContentService, createContentService } from "~/content/service.server";
import type { StatisticsSnapshot } from "~/statistics/types";
import { closeServices, createServices, type Services } from "~/services.server";
import { createJobRunner } from "~/jobs/runner.server";
import { ensureStatisticsScheduled } from "~/statistics/schedule.server";
import { loggableError } from "~/lib/errors.server";
import { logger } from "~/lib/logger.server";
import { inPageLanguage } from "~/i18n/asker-language.server";
import { isPersonalRequest } from "~/lib/cache.server";
import { themeFromCookieHeader } from "~/lib/theme";
import { pageCache } from "./page-cache";
import { pagePurges, type PagePurges } from "./page-purges";
import { refuseNonPathTarget } from "./request-target";
import { requestLog } from "./request-log";
import { bodyLimit } from "./body-limit";
import { cacheControlDefault, privateNoStore } from "./cache-control";
import { originCheck } from "./origin-check";
import { securityHeaders } from "./security";

declare module "react-router" {
  interface AppLoadContext {
    db: Database;
    database: DatabaseHandle;
    auth: Auth;
    sessionReader: SessionReader;
    mailer: Mailer;
    content: ContentService;
    billing: BillingProvider;
    /** The newest statistics snapshot (issue 22), kept in this process for a minute. */
    latestStatistics: () => Promise<StatisticsSnapshot | null>;
    /** Tests the site knows were taken (the home page's figure), kept in this process for ten minutes. */
    testsTaken: () => Promise<number>;
    /** The public origin, without a trailing slash. */
    siteUrl: string;
    /** The client's address (the proxy's X-Forwarded-For only from a trusted proxy). */
    clientIp: string;
    cspNonce: string;
    /**
     * Drops the page cache's copies of these paths in this process at once, and records them for
     * every other process, workers and instances alike, which drop theirs at their next poll
     * (decisions 031 and 033): for pages that changed for everyone, such as an unpublished result.
     * Resolves once recorded; never rejects.
     */
    purgePages(paths: readonly string[]): Promise<void>;
  }
}

export interface AppOptions {
  env: Env;
  database: DatabaseHandle;
  /** Present in development: Vite serves assets and compiles routes on demand. */
  vite?: ViteDevServer;
}

/** The Express app, and the quick answer for kept pages that runs before it. */
export type App = express.Express & {
  /**
   * Answers the request before Express and returns true, or returns false untouched: a 400 for a
   * request target that is not a path, or a kept page from the page cache.
   */
  answerFromCache(req: http.IncomingMessage, res: http.ServerResponse): boolean;
  /** What loaders and actions get in their context; the job runner uses its mailer. */
  services: Services;
  /** The page cache's purges shared with the other processes; `start()` starts its polling. */
  purges: PagePurges;
};

/** The Express app: headers, compression, static assets, logs, then React Router. */
export async function createApp({ env, database, vite }: AppOptions): Promise<App> {
  const sanity = env.SANITY_PROJECT_ID
    ? {
        projectId: env.SANITY_PROJECT_ID,
        dataset: env.SANITY_DATASET,
        apiHost: env.SANITY_API_HOST,
      }
    : undefined;
  const services = createServices({
    database,
    siteUrl: env.SITE_URL ?? `http://localhost:${env.PORT}`,
    authSecret: resolveAuthSecret({ secret: env.AUTH_SECRET, dataDir: env.DATA_DIR }),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    sanity,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiHost: env.STRIPE_API_HOST,
          }
        : undefined,
    redisUrl: env.REDIS_URL,
  });
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");

  const security = securityHeaders({
    dev: Boolean(vite),
    https: new URL(services.siteUrl).protocol === "https:",
    imageHosts: env.SANITY_PROJECT_ID ? ["https://cdn.sanity.io"] : [],
    formActionHosts: env.STRIPE_SECRET_KEY
      ? ["https://checkout.stripe.com", "https://billing.stripe.com"]
      : [],
  });
  app.use(security);
  app.use(bodyLimit());
  app.use(originCheck({ siteUrl: services.siteUrl }));
  app.use(compression());

  if (vite) {
    app.use(vite.middlewares);
  } else {
    const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../client");
    // File names under /assets carry a content hash, so they never change: cache them for a year.
    app.use(
      "/assets",
      express.static(path.join(clientDir, "assets"), {
        immutable: true,
        maxAge: "1y",
        index: false,
        fallthrough: false,
      }),
    );
    // The few other public files (favicon, images): only their paths reach the file system, so a
    // page request never waits on a file lookup.
    const publicEntries = fs
      .readdirSync(clientDir)
      .filter((name) => name !== "assets")
      .map((name) => `/${name}`);
    const servePublic = express.static(clientDir, { maxAge: "1h", index: false });
    app.use((req, res, next) =>
      publicEntries.some((entry) => req.path === entry || req.path.startsWith(`${entry}/`))
        ? servePublic(req, res, next)
        : next(),
    );
  }

  const log = requestLog(logger());
  app.use(log);

  // In development a function, so every request sees Vite's latest modules. In production the
  // build object itself: given a function, React Router rebuilds its route table (and its data
  // router) on every request, which was a tenth of the cost of rendering a page.
  const build = vite
    ? () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>
    : ((await import("virtual:react-router/server-build")) as ServerBuild);

  // In development the content service is rebuilt whenever Vite re-evaluates its module (an edit in
  // content/ invalidates the compiled content and everything importing it), so edits show on reload.
  let devContent: { module: unknown; service: ContentService } | undefined;
  const contentService = async (): Promise<ContentService> => {
    if (!vite) return services.content;
    const module = (await vite.ssrLoadModule("/app/content/service.server.ts")) as {
      createContentService: typeof createContentService;
    };
    if (devContent?.module !== module)
      devContent = { module, service: module.createContentService({ sanity }) };
    return devContent.service;
  };

  // Anonymous content pages are rendered once a minute, not once a request (decision 011), once
  // per colour theme: the page is rendered in the theme its cookie names (decision 026).
  const cache = pageCache({
    isPersonal: (req) => isPersonalRequest(req.headers.cookie),
    variant: (req) => themeFromCookieHeader(req.headers.cookie),
  });
  app.use(cache);
  // A page that changed for everyone leaves every process's cache, through the database.
  const purges = pagePurges({ db: database.db, cache });
  const purgePages = (paths: readonly string[]) => purges.purge(paths);
  // Whatever the app answers without saying how to cache it is private (issue 17).
  app.use(cacheControlDefault());

  // Mails sent while a request is handled know the language of the page it is for.
  app.use((req, _res, next) => inPageLanguage(req.path, next));
  app.all(
    /.*/,
    createRequestHandler({
      build,
      mode: env.NODE_ENV === "production" ? "production" : "development",
      getLoadContext: async (req, res) => ({
        ...services,
        content: await contentService(),
        db: database.db,
        clientIp: req.ip ?? "unknown",
        cspNonce: String(res.locals.cspNonce),
        purgePages,
      }),
    }),
  );
  // Errors that escape the handlers above: a missing hashed asset is a plain 404; anything else is
  // logged and answered without details.
  app.use(((error, req, res, _next) => {
    const status = (error as { status?: number }).status ?? 500;
    if (status >= 500)
      logger().error({ error: loggableError(error), path: req.path }, "Unhandled server error");
    if (res.headersSent) return res.end();
    // Nothing keeps an error: a fingerprinted address missing now (a deploy under way) may be
    // found later. Static files answer before the rule of cacheControlDefault is in place.
    res.setHeader("Cache-Control", privateNoStore);
    res
      .status(status)
      .type("text/plain")
      .send(status === 404 ? "Not Found" : "Internal Server Error");
  }) as express.ErrorRequestHandler);

  // A kept page needs none of the middleware above but the security headers and the log line:
  // answering it before Express halved the work per page (decision 014). Development keeps the
  // whole chain, so Vite sees every request.
  const prepare = (req: http.IncomingMessage, res: http.ServerResponse) => {
    log.track(req, res);
    return security.apply(res);
  };
  return Object.assign(app, {
    services,
    purges,
    answerFromCache: (req: http.IncomingMessage, res: http.ServerResponse) =>
      refuseNonPathTarget(req, res, prepare) || (!vite && cache.answer(req, res, prepare)),
  });
}

/**
 * Requests in flight per connection. Node's closeIdleConnections() leaves open a connection that
 * has not sent a request yet (a browser's or fetch's spare socket), which held shutdown for
 * seconds; `drain()` closes every connection without a request in flight now, and each busy one as
 * soon as its response is finished.
 */
function trackConnections(server: http.Server) {
  const inFlight = new Map<Socket, number>();
  let draining = false;
  server.on("connection", (socket: Socket) => {
    inFlight.set(socket, 0);
    socket.once("close", () => inFlight.delete(socket));
  });
  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    const socket = req.socket;
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    if (draining) res.setHeader("Connection", "close");
    res.once("close", () => {
      const left = (inFlight.get(socket) ?? 1) - 1;
      inFlight.set(socket, left);
      if (draining && left === 0) socket.end();
    });
  });
  return {
    drain() {
      draining = true;
      for (const [socket, count] of inFlight) if (count === 0) socket.end();
    },
  };
}

export interface RunningServer {
  server: http.Server;
  url: string;
  stop(): Promise<void>;
}

/**
 * Opens the database (migrating it unless `migrate` is false: a cluster's later workers, after the
 * first one migrated), listens, and shuts down cleanly on SIGTERM/SIGINT.
 */
export async function start(
  options: { vite?: ViteDevServer; migrate?: boolean } = {},
): Promise<RunningServer> {
  const env = parseEnv();
  const log = logger();
  const migrate = options.migrate ?? true;
  let database: DatabaseHandle;
  try {
    database = env.DATABASE_URL
      ? await openDatabase({ url: env.DATABASE_URL, migrate })
      : await openDatabase({ dataDir: env.DATA_DIR, migrate });
  } catch (error) {
    log.fatal(
      { error: loggableError(error) },
      `Could not open the database: ${(error as Error).message}`,
    );
    process.exitCode = 1;
    throw error;
  }

  const app = await createApp({ env, database, vite: options.vite });
  // Where the shared purges end before the first request is served: a page this process keeps
  // from now on is dropped by any purge recorded after it (decision 033).
  await app.purges.start();
  const server = http.createServer((req, res) => {
    if (!app.answerFromCache(req, res)) app(req, res);
  });
  server.keepAliveTimeout = 5_000;
  const connections = trackConnections(server);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(env.PORT, env.HOST, () => resolve());
  });
  // Each process runs the jobs that are due, such as contact messages' mail (decision 021).
  const jobs = createJobRunner({
    context: { db: database.db, mailer: app.services.mailer, supportEmail: env.SUPPORT_EMAIL },
  });
  jobs.start();
  // The statistics are recomputed hourly; a site that has no run waiting gets one a minute from
  // now (decision 039). Once per site: the worker that migrates.
  if (migrate)
    ensureStatisticsScheduled(database.db, { delayMs: 60_000 }).catch((error: unknown) =>
      log.warn({ error: loggableError(error) }, "Could not schedule the statistics"),
    );
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  const url = `http://localhost:${port}`;
  log.info({ url, database: database.description }, `TypeAtlas is ready at ${url}`);
  // Said once per site (a cluster's first worker), in plain words, for whoever started it.
  if (migrate && !env.SMTP_URL) {
    const outbox = `${env.SITE_URL ?? url}/dev/outbox`;
    log.info(
      { outbox },
      `No SMTP_URL is set, so mail is kept in the local outbox, readable from this machine at ${outbox}`,
    );
  }
  if (migrate && !env.STRIPE_SECRET_KEY)
    log.info(
      "Payments use the built-in TEST MODE checkout: no real charges, and every page says so",
    );

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      // Stop accepting; let in-flight requests finish; cut lingering connections after 4 s so the
      // whole shutdown stays within 5 s.
      const started = performance.now();
      // The job in hand finishes, or is left to its lease, while requests finish.
      const jobsStopped = jobs.stop();
      const purgesStopped = app.purges.stop();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      connections.drain();
      const force = setTimeout(() => server.closeAllConnections(), 4_000);
      await closed;
      clearTimeout(force);
      await jobsStopped;
      await purgesStopped;
      const httpMs = Math.round(performance.now() - started);
      await options.vite?.close();
      await closeServices();
      await database.close();
      const databaseMs = Math.round(performance.now() - started) - httpMs;
      log.info({ httpMs, databaseMs }, "TypeAtlas stopped");
    })();
    return stopping;
  };

  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      log.info({ signal }, "Shutting down");
      // A second signal while stopping ends the process at once.
      process.once(signal, () => process.exit(1));
      stop().then(
        () => process.exit(0),
        (error: unknown) => {
          log.error({ err: error }, "Shutdown failed");
          process.exit(1);
        },
      );
    });
  }

  return { server, url, stop };
}
