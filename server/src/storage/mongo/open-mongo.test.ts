import { describe, expect, it } from 'vitest';
import { databaseNameOf, hasUrlOption, withDatabaseName } from './open-mongo';

describe('MongoDB URLs', () => {
  it('reads the database name, or none', () => {
    expect(databaseNameOf('mongodb://h1:27017,h2:27017/scam%20check?replicaSet=rs0')).toBe('scam check');
    expect(databaseNameOf('mongodb+srv://u:p@cluster0.example.net/?retryWrites=true')).toBeNull();
    expect(databaseNameOf('mongodb://localhost')).toBeNull();
  });

  it('points a URL at another database, keeping hosts, credentials and options', () => {
    expect(withDatabaseName('mongodb://u:p@h1,h2:27018/app?replicaSet=rs0', 'contract_1')).toBe(
      'mongodb://u:p@h1,h2:27018/contract_1?replicaSet=rs0',
    );
    expect(withDatabaseName('mongodb://localhost', 'contract_2')).toBe('mongodb://localhost/contract_2');
  });

  it('tells whether the URL sets an option, ignoring case as the driver does', () => {
    expect(hasUrlOption('mongodb://h/db?serverselectiontimeoutms=500', 'serverSelectionTimeoutMS')).toBe(
      true,
    );
    expect(hasUrlOption('mongodb://h/db?w=majority', 'serverSelectionTimeoutMS')).toBe(false);
    expect(hasUrlOption('mongodb://h', 'serverSelectionTimeoutMS')).toBe(false);
  });
});
