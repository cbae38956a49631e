import mongoose from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';
import { createModels } from './models';

// A connection that never connects: mongoose validates and casts documents on our side, so the
// schema rules can be checked without a server.
const connection = mongoose.createConnection();
const models = createModels(connection);
afterAll(() => connection.close());

const at = new Date('2030-01-15T12:00:00.000Z');

async function problemsOf(document: { validate(): Promise<void> }): Promise<string[]> {
  try {
    await document.validate();
    return [];
  } catch (error) {
    if (error instanceof mongoose.Error.ValidationError) return Object.keys(error.errors).sort();
    throw error;
  }
}

describe('mongo models', () => {
  it('gives new documents a UUID id, as the PostgreSQL adapter does', () => {
    const chat = new models.chats({ userId: null, email: null, messages: [], createdAt: at, updatedAt: at });
    expect(chat._id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('keeps empty and falsy JSON values (an empty session, a setting that is false)', async () => {
    const session = new models.sessions({ _id: 'sid', data: {}, expiresAt: at });
    expect(await problemsOf(session)).toEqual([]);
    expect(session.toObject()).toEqual({ _id: 'sid', data: {}, expiresAt: at });
    expect(await problemsOf(new models.settings({ _id: 'flag', value: false, updatedAt: at }))).toEqual([]);
  });

  it('refuses values outside the port’s vocabularies and ranges', async () => {
    const analysis = new models.analyses({
      domain: 'x.example',
      registrableDomain: 'x.example',
      score: 101,
      band: 'green',
      report: {},
      createdAt: at,
    });
    expect(await problemsOf(analysis)).toEqual(['band', 'score']);
    const comment = new models.comments({
      domain: 'x.example',
      userId: 'u',
      rating: 2.5,
      text: 'hm',
      status: 'published',
      createdAt: at,
      updatedAt: at,
    });
    expect(await problemsOf(comment)).toEqual(['rating', 'status']);
    const user = new models.users({
      provider: 'github',
      subject: 's',
      email: 'e',
      createdAt: at,
      updatedAt: at,
    });
    expect(await problemsOf(user)).toEqual(['provider']);
  });

  it('starts accounts as enabled free users', () => {
    const user = new models.users({
      provider: 'google',
      subject: 's',
      email: 'e',
      createdAt: at,
      updatedAt: at,
    });
    expect(user.toObject()).toMatchObject({ role: 'user', plan: 'free', disabled: false, name: null });
  });

  it('accepts anonymous usage events and refuses unknown kinds and channels', async () => {
    const anonymous = new models.usageEvents({ kind: 'chat', channel: 'web', createdAt: at });
    expect(await problemsOf(anonymous)).toEqual([]);
    expect(anonymous.toObject()).toMatchObject({
      userId: null,
      plan: null,
      domain: null,
      score: null,
      band: null,
    });
    expect(
      await problemsOf(new models.usageEvents({ kind: 'login', channel: 'fax', createdAt: at })),
    ).toEqual(['channel', 'kind']);
  });

  it('turns a field the schema does not know into an error instead of dropping it', () => {
    expect(
      () =>
        new models.feedSources({ _id: 'openphish', generation: 1, entries: 0, lastFetchedAt: at, extra: 1 }),
    ).toThrow(/extra/);
  });
});
