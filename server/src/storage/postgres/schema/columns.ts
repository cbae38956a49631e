import { timestamp } from 'drizzle-orm/pg-core';

/** Every time is stored with its time zone and read back as a Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
