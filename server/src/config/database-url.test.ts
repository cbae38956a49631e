import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';

function storageOf(url: string) {
  return loadConfig({ DATABASE_URL: url, DATA_DIR: '/tmp/scamcheck-unused' }).storage;
}

function issuesOf(url: string): readonly string[] {
  try {
    loadConfig({ DATABASE_URL: url });
  } catch (error) {
    if (error instanceof ConfigError) return error.issues;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('DATABASE_URL for MongoDB', () => {
  it.each([
    'mongodb://localhost',
    'mongodb://127.0.0.1:27017/scamcheck',
    'mongodb://app:s3cret@db1.internal:27017,db2.internal:27017,db3.internal/scamcheck?replicaSet=rs0&w=majority',
    'mongodb://[::1]:27017/?serverSelectionTimeoutMS=500',
    'mongodb+srv://app:s3cret@cluster0.abcde.mongodb.net/scamcheck?retryWrites=true',
    'MONGODB://localhost/x',
  ])('selects the MongoDB adapter for %s', (url) => {
    expect(storageOf(url)).toMatchObject({ adapter: 'mongodb', url });
  });

  it('names the storage with the password hidden, in the startup line and in error lines', () => {
    expect(storageOf('mongodb+srv://app:s3cret@cluster0.example.net/scamcheck')).toEqual({
      adapter: 'mongodb',
      url: 'mongodb+srv://app:s3cret@cluster0.example.net/scamcheck',
      label: 'mongodb at mongodb+srv://app:***@cluster0.example.net/scamcheck',
      target: 'mongodb+srv://app:***@cluster0.example.net/scamcheck',
    });
  });

  it.each([
    'mongodb://',
    'mongodb:///scamcheck',
    'mongodb://db1,,db2/x',
    'mongodb://bad host/x',
    'mongodb://db:port/x',
    'mongodb+srv://cluster0.example.net:27017/x',
    'mongodb+srv://a.example.net,b.example.net/x',
  ])('refuses the malformed URL %s, hiding any password', (url) => {
    expect(issuesOf(url)).toEqual([`DATABASE_URL is not a valid MongoDB URL (got "${url}")`]);
  });

  it('hides the password of a refused URL', () => {
    expect(issuesOf('mongodb://app:s3cret@/x')).toEqual([
      'DATABASE_URL is not a valid MongoDB URL (got "mongodb://app:***@/x")',
    ]);
  });
});
