// What sign-in adds to Express's request and to the stored session, for every file of the server.
import type { UserRecord } from '../../storage/ports';

declare global {
  namespace Express {
    // Declaration merging with passport's empty `Express.User`: the signed-in account, fresh from storage.
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends UserRecord {}

    interface Request {
      /** How `req.user` was authenticated; undefined for anonymous requests. */
      authMethod?: 'session' | 'api-key';
    }
  }
}

declare module 'express-session' {
  interface SessionData {
    /** Where to send the browser after Google sign-in: an absolute URL on PUBLIC_URL, checked twice. */
    returnTo?: string;
  }
}
