import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import type { UserRecord } from '../storage/ports';
import { AppError } from './app-error';
import { requireAdmin, requireSessionUser, requireUser } from './auth-guards';
import type { HttpMethod, RouteDoc } from './openapi-document';
import { routeDoc, type Auth, type RequestSpec, type Responses, type RouteMeter } from './route-doc';
import { validate } from './validate';

/**
 * One route, declared once: method, path, who may call it, what it costs, the zod schemas of its
 * request and of each answer, and the handler. `mountRoutes` turns the declaration into the Express
 * route (guards, request validation, sending) and into its OpenAPI operation, so the two cannot drift.
 * See docs/ARCHITECTURE.md ("Routes").
 */

type Headers = Record<string, string>;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** One possible answer of the handler, per declared status. `send` writes it instead of the default. */
type BodyFor<R> = R extends { schema: z.ZodType }
  ? { body: z.output<R['schema']> }
  : R extends { contentType: string }
    ? { body: Buffer | string }
    : { location?: string };
type ReplyFor<S, R> = { status: S; headers?: Headers; send?: () => void } & BodyFor<R>;
export type Reply<Rs extends Responses> = { [S in keyof Rs]: ReplyFor<S, Rs[S]> }[keyof Rs];

export type RouteInput<Rq extends RequestSpec, A extends Auth> = {
  req: Request;
  res: Response;
  next: NextFunction;
  params: Rq['params'] extends z.ZodType ? z.output<Rq['params']> : Request['params'];
  query: Output<Rq['query']>;
  body: Rq['readBody'] extends (raw: unknown) => infer B ? B : Output<Rq['body']>;
  user: A extends 'public' ? UserRecord | null : UserRecord;
};

export type RouteDefinition<A extends Auth, Rq extends RequestSpec, Rs extends Responses> = {
  method: HttpMethod;
  /** Express syntax: `/api/domain/:domain`. */
  path: string;
  summary: string;
  tags: string[];
  auth: A;
  /** `'free'`: reads and writes of stored data only (no outbound request, OCR or model). */
  meter: RouteMeter | 'free';
  request?: Rq;
  responses: Rs;
  /** A params mismatch means there is no such resource: 404 with this message (not a 400). */
  notFound?: string;
  /** Set on every answer of the route, refusals included. */
  cacheControl?: string;
  /** Route-specific middleware run after the auth and meter guards, before validation. */
  before?: RequestHandler[];
  handler: (input: RouteInput<Rq, A>) => Reply<Rs> | Promise<Reply<Rs>>;
};

/** A declared route, ready to mount: its OpenAPI operation and its Express handlers. */
export type Route = {
  doc: RouteDoc;
  handlers(options: { validateResponses: boolean }): RequestHandler[];
};

export type { Auth, RequestSpec, ResponseSpec, Responses, RouteMeter } from './route-doc';

const AUTH_GUARDS: Record<Auth, RequestHandler | null> = {
  public: null,
  user: requireUser,
  session: requireSessionUser,
  admin: requireAdmin,
};

type AnyReply = { status: number; body?: unknown; location?: string; headers?: Headers; send?: () => void };

export function defineRoute<A extends Auth, Rs extends Responses, Rq extends RequestSpec = RequestSpec>(
  definition: RouteDefinition<A, Rq, Rs>,
): Route {
  const { method, path, request = {} as Rq, auth, meter, notFound, cacheControl, before = [] } = definition;
  // Cache-Control goes first, so refusals (a 401) are not cached either.
  const setCacheControl: RequestHandler | undefined =
    cacheControl === undefined
      ? undefined
      : (_req, res, next) => {
          res.setHeader('Cache-Control', cacheControl);
          next();
        };
  const guards = [
    setCacheControl,
    AUTH_GUARDS[auth],
    meter === 'free' ? undefined : meter.guard,
    ...before,
  ].filter((guard): guard is RequestHandler => guard !== null && guard !== undefined);
  const name = `${method.toUpperCase()} ${path}`;

  function readInput(req: Request, res: Response, next: NextFunction): RouteInput<Rq, A> {
    const params = request.params === undefined ? req.params : parseParams(request.params, req.params);
    const query = request.query === undefined ? undefined : validate(request.query, req.query);
    return {
      req,
      res,
      next,
      params,
      query,
      body: readBody(request, req.body),
      user: (auth === 'public' ? (req.user ?? null) : req.user) as RouteInput<Rq, A>['user'],
    } as RouteInput<Rq, A>;
  }

  function parseParams(schema: z.ZodType, value: unknown): unknown {
    if (notFound === undefined) return validate(schema, value);
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw new AppError('NOT_FOUND', notFound);
    return parsed.data;
  }

  function send(res: Response, reply: AnyReply, validateResponses: boolean): void {
    const spec = definition.responses[reply.status];
    if (spec === undefined) throw new Error(`${name} answered ${reply.status}, which it does not declare`);
    if (validateResponses && spec.schema !== undefined) checkResponse(name, reply, spec.schema);
    for (const [header, value] of Object.entries(reply.headers ?? {})) res.setHeader(header, value);
    if (reply.send !== undefined) return reply.send();
    if (reply.location !== undefined) return res.redirect(reply.status, reply.location);
    res.status(reply.status);
    if (reply.body === undefined) res.end();
    else if (spec.schema !== undefined) res.json(reply.body);
    else res.type(spec.contentType ?? 'application/octet-stream').send(reply.body);
  }

  return {
    doc: routeDoc(definition),
    handlers: ({ validateResponses }) => [
      ...guards,
      async (req, res, next) => {
        const reply: AnyReply = (await definition.handler(readInput(req, res, next))) as AnyReply;
        send(res, reply, validateResponses);
      },
    ],
  };
}

function readBody(request: RequestSpec, raw: unknown): unknown {
  if (request.readBody !== undefined) return request.readBody(raw);
  if (request.body === undefined || request.bodyContentType === 'multipart/form-data') return raw;
  return validate(request.body, raw ?? {});
}

/**
 * Development and tests only: an answer that does not match its declared schema is a bug in the
 * route or the schema, so it fails loudly (a 500 the test sees) instead of reaching clients.
 */
function checkResponse(name: string, reply: AnyReply, schema: z.ZodType): void {
  // What the client receives: JSON drops undefined fields and turns dates into strings.
  const sent: unknown = reply.body === undefined ? undefined : JSON.parse(JSON.stringify(reply.body));
  const result = schema.safeParse(sent);
  if (result.success) return;
  const issues = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new Error(
    `${name} answered ${reply.status} with a body that does not match its schema: ${issues.join('; ')}`,
  );
}

export type MountOptions = {
  openapi: { register(route: RouteDoc): void };
  /** True in development and tests: a success answer that does not match its schema throws. */
  validateResponses: boolean;
};

/** Mounts each route on the router and registers its OpenAPI operation. */
export function mountRoutes(router: Router, routes: readonly Route[], options: MountOptions): void {
  for (const route of routes) {
    options.openapi.register(route.doc);
    router[route.doc.method](route.doc.path, ...route.handlers(options));
  }
}

/** Answers for handlers (the status stays a literal, so it is checked against the declared ones). */
export function reply<const S extends number, B>(status: S, body: B, headers?: Headers) {
  return { status, body, ...(headers === undefined ? {} : { headers }) };
}
export function noBody<const S extends number>(status: S) {
  return { status };
}
export function redirect<const S extends number>(status: S, location: string) {
  return { status, location };
}
/**
 * An answer the handler's `send` writes itself (passport's redirects, pre-serialized bytes). A JSON
 * body given here is still checked against the schema outside production.
 */
export function sentBy<const S extends number>(status: S, send: () => void): { status: S; send: () => void };
export function sentBy<const S extends number, B>(
  status: S,
  send: () => void,
  body: B,
): { status: S; send: () => void; body: B };
export function sentBy(status: number, send: () => void, body?: unknown) {
  return { status, send, ...(body === undefined ? {} : { body }) };
}
