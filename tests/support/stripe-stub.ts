import http from "node:http";

export interface StripeStubRequest {
  method: string;
  /** The path without the query string, e.g. /v1/checkout/sessions. */
  path: string;
  /** The query string's parameters, keys in bracket form: `lookup_keys[0]`. */
  query: Record<string, string>;
  /** The form body as the SDK sends it, keys in bracket form: `line_items[0][price_data][currency]`. */
  form: Record<string, string>;
  headers: http.IncomingHttpHeaders;
}

export interface StripeStubAnswer {
  status?: number;
  body: unknown;
}

/** Answers one route; `params` holds the `:name` segments of its pattern. */
export type StripeStubHandler = (
  request: StripeStubRequest,
  params: Record<string, string>,
) => StripeStubAnswer;

/**
 * A local stand-in for api.stripe.com: answers from the routes a test registers ("POST
 * /v1/checkout/sessions", "GET /v1/subscriptions/:id"), and keeps every request for assertions.
 * Anything unregistered gets Stripe's 404 error. Point the provider's `apiHost` at `apiHost`.
 */
export async function startStripeStub() {
  const requests: StripeStubRequest[] = [];
  const routes = new Map<string, StripeStubHandler>();

  const server = http.createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://stub");
      const request: StripeStubRequest = {
        method: req.method ?? "GET",
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        form: Object.fromEntries(new URLSearchParams(body)),
        headers: req.headers,
      };
      requests.push(request);
      const answer = route(routes, request) ?? notFound(request);
      // Errors are final: the SDK would otherwise wait and retry a 5xx.
      res.writeHead(answer.status ?? 200, {
        "Content-Type": "application/json",
        "Stripe-Should-Retry": "false",
      });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };

  return {
    apiHost: `http://127.0.0.1:${port}`,
    requests,
    /** Registers (or replaces) the answer for "METHOD /path/:param". */
    on(pattern: string, handler: StripeStubHandler) {
      routes.set(pattern, handler);
    },
    /** The requests made to one path (e.g. "POST /v1/checkout/sessions"), oldest first. */
    requestsTo(methodAndPath: string) {
      return requests.filter((request) => `${request.method} ${request.path}` === methodAndPath);
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type StripeStub = Awaited<ReturnType<typeof startStripeStub>>;

function route(routes: Map<string, StripeStubHandler>, request: StripeStubRequest) {
  for (const [pattern, handler] of routes) {
    const params = match(pattern, `${request.method} ${request.path}`);
    if (params) return handler(request, params);
  }
  return undefined;
}

/** The `:name` segments of `pattern` in `actual`, or null when they do not match. */
function match(pattern: string, actual: string): Record<string, string> | null {
  const expected = pattern.split("/");
  const parts = actual.split("/");
  if (expected.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of expected.entries()) {
    const part = parts[index]!;
    if (segment.startsWith(":")) params[segment.slice(1)] = decodeURIComponent(part);
    else if (segment !== part) return null;
  }
  return params;
}

function notFound(request: StripeStubRequest): StripeStubAnswer {
  return {
    status: 404,
    body: {
      error: {
        type: "invalid_request_error",
        message: `Unrecognized request URL (${request.method}: ${request.path}).`,
      },
    },
  };
}

/**
 * What the Stripe provider finds or creates in Stripe by fixed names (decision 025): products by
 * id, prices by lookup key, billing portal configurations by metadata. Registered on the stub and
 * kept in memory, so a test can see what was created and what was only found.
 */
export function stubStripeCatalog(stub: StripeStub) {
  const products = new Map<string, { id: string; name: string }>();
  const prices = new Map<string, Record<string, unknown>>();
  const configurations: Record<string, unknown>[] = [];
  const list = (data: unknown[], url: string) => ({ object: "list", data, has_more: false, url });

  stub.on("GET /v1/products/:id", (_request, { id }) => {
    const product = products.get(id!);
    if (product) return { body: { object: "product", active: true, ...product } };
    return {
      status: 404,
      body: {
        error: {
          type: "invalid_request_error",
          code: "resource_missing",
          message: `No such product: '${id}'`,
        },
      },
    };
  });
  stub.on("POST /v1/products", (request) => {
    const product = { id: request.form.id!, name: request.form.name! };
    products.set(product.id, product);
    return { body: { object: "product", active: true, ...product } };
  });
  stub.on("GET /v1/prices", (request) => {
    const keys = Object.entries(request.query)
      .filter(([name]) => name.startsWith("lookup_keys"))
      .map(([, value]) => value);
    const found = [...prices.values()].filter((price) => keys.includes(price.lookup_key as string));
    return { body: list(found, "/v1/prices") };
  });
  stub.on("POST /v1/prices", (request) => {
    const form = request.form;
    const price = {
      id: `price_${prices.size + 1}_${form.lookup_key}`,
      object: "price",
      active: true,
      product: form.product,
      currency: form.currency,
      unit_amount: Number(form.unit_amount),
      lookup_key: form.lookup_key,
      recurring: {
        interval: form["recurring[interval]"],
        interval_count: Number(form["recurring[interval_count]"]),
      },
    };
    prices.set(price.id, price);
    return { body: price };
  });
  stub.on("GET /v1/billing_portal/configurations", () => ({
    body: list(configurations, "/v1/billing_portal/configurations"),
  }));
  stub.on("POST /v1/billing_portal/configurations", (request) => {
    const configuration = {
      id: `bpc_${configurations.length + 1}`,
      object: "billing_portal.configuration",
      active: true,
      metadata: Object.fromEntries(
        Object.entries(request.form)
          .filter(([name]) => name.startsWith("metadata["))
          .map(([name, value]) => [name.slice("metadata[".length, -1), value]),
      ),
    };
    configurations.push(configuration);
    return { body: configuration };
  });
  return { products, prices, configurations };
}
