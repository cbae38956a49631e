import { randomUUID } from 'node:crypto';
import type { Mongoose, Schema, SchemaDefinition } from 'mongoose';

/** Field shapes the collection schemas share. */
export const uuidId = { type: String, default: (): string => randomUUID() };
export const requiredString = { type: String, required: true };
export const nullableString = { type: String, default: null };
export const requiredDate = { type: Date, required: true };
export const requiredInt = { type: Number, required: true, validate: Number.isInteger };

/**
 * `minimize: false` keeps empty objects (a new session is `{}`); `strict: 'throw'` turns a field
 * the schema does not know into an error instead of silently dropping it.
 */
export function schemaFactory(SchemaClass: Mongoose['Schema']) {
  return <T>(definition: SchemaDefinition<T>, collection: string): Schema<T> =>
    new SchemaClass<T>(definition, {
      collection,
      versionKey: false,
      minimize: false,
      strict: 'throw',
      id: false,
    });
}

/** What every group of schemas is built from: the connection's own Schema class. */
export type SchemaKit = { SchemaClass: Mongoose['Schema']; schema: ReturnType<typeof schemaFactory> };

export function schemaKit(SchemaClass: Mongoose['Schema']): SchemaKit {
  return { SchemaClass, schema: schemaFactory(SchemaClass) };
}
