import express from 'express';
import { describe, expect, it } from 'vitest';
import { listMountedRoutes } from './mounted-routes';

describe('listMountedRoutes', () => {
  it('finds routes on the app and in routers, with the paths routers are mounted under', () => {
    const app = express();
    app.get('/api/health', (_req, res) => res.end());
    const admin = express.Router();
    admin
      .route('/users/:id')
      .get((_req, res) => res.end())
      .delete((_req, res) => res.end());
    const nested = express.Router();
    nested.post('/run', (_req, res) => res.end());
    admin.use('/jobs', nested);
    app.use('/api/admin', admin);
    app.use(express.json());

    expect(listMountedRoutes(app)).toEqual([
      { method: 'get', path: '/api/health' },
      { method: 'get', path: '/api/admin/users/:id' },
      { method: 'delete', path: '/api/admin/users/:id' },
      { method: 'post', path: '/api/admin/jobs/run' },
    ]);
  });
});
