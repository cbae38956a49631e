import type { RequestHandler } from 'express';
import type { z } from 'zod';
import type { Meter } from './costly-routes';
import type { HttpMethod, RouteDoc, RouteResponse } from './openapi-document';

/**
 * Who may call: anyone; any signed-in caller (browser session or API key); a browser session only
 * (account management: a leaked key must not manage the account); an administrator in a session.
 */
export type Auth = 'public' | 'user' | 'session' | 'admin';

/** What a call costs (costly-routes.ts): a meter and the guard that counts it before any work. */
export type RouteMeter = {
  name: Meter;
  /** Absent when the handler spends it itself (the site allowance: only new analyses cost). */
  guard?: RequestHandler;
};

export type ResponseSpec = RouteResponse;
export type Responses = Record<number, ResponseSpec>;

export type RequestSpec = {
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** multipart/form-data bodies are read and checked by the route's upload middleware, not the schema. */
  bodyContentType?: 'application/json' | 'multipart/form-data';
  /** Reads the JSON body instead of a plain schema parse (rules that must run before parsing). */
  readBody?: (raw: unknown) => unknown;
};

type Declared = {
  method: HttpMethod;
  path: string;
  summary: string;
  tags: string[];
  auth: Auth;
  meter: RouteMeter | 'free';
  request?: RequestSpec;
  responses: Responses;
  notFound?: string;
};

/**
 * The OpenAPI operation of a declared route: its own answers, plus the refusals its declaration
 * implies (a 400 for a request schema, 401/403 for its auth, 404 for an unknown id, 429 for a meter).
 */
export function routeDoc(route: Declared): RouteDoc {
  const { request } = route;
  const implied: Record<number, RouteResponse> = {};
  if (request?.params !== undefined || request?.query !== undefined || request?.body !== undefined) {
    implied[400] = { description: 'The request does not match its schema (the message says why)' };
  }
  if (route.auth !== 'public') implied[401] = { description: 'Not signed in' };
  if (route.auth === 'admin') implied[403] = { description: 'Not an administrator, or an API key' };
  if (route.auth === 'session') implied[403] = { description: 'Called with an API key' };
  if (route.notFound !== undefined) implied[404] = { description: route.notFound };
  if (route.meter !== 'free' && route.meter.name !== 'admin-only') {
    implied[429] = { description: `Limit reached (${route.meter.name}; Retry-After says when to try again)` };
  }
  return {
    method: route.method,
    path: route.path,
    summary: route.summary,
    tags: route.tags,
    ...(route.meter === 'free' ? {} : { meter: route.meter.name }),
    ...(request === undefined
      ? {}
      : {
          request: {
            ...(request.params === undefined ? {} : { params: request.params }),
            ...(request.query === undefined ? {} : { query: request.query }),
            ...(request.body === undefined ? {} : { body: request.body }),
            ...(request.bodyContentType === undefined ? {} : { bodyContentType: request.bodyContentType }),
          },
        }),
    responses: { ...implied, ...route.responses },
  };
}
