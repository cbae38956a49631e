import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeContainer, type Container } from '../container';
import { createLogger } from '../lib/logger';
import { createTestContainer } from '../test-helpers';
import { createFeatureFlags, defaultFeatures, FEATURE_FLAGS_KEY } from './feature-flags';

const logger = createLogger('silent');

describe('feature flags shared by replicas through storage', () => {
  let container: Container;
  beforeAll(async () => {
    container = await createTestContainer();
  });
  afterAll(() => closeContainer(container));

  const replica = () =>
    createFeatureFlags({
      settings: container.storage.settings,
      defaults: defaultFeatures(container.config),
      logger,
    });

  it("applies a change at once on the replica that saved it, and on another at that one's next refresh", async () => {
    const one = replica();
    const two = replica();
    await Promise.all([one.refresh(), two.refresh()]);
    await one.update({ ...one.current(), comments: false, maintenanceBanner: 'Back soon' });
    expect(one.current()).toMatchObject({ comments: false, maintenanceBanner: 'Back soon' });
    expect(two.current()).toMatchObject({ comments: true, maintenanceBanner: null });
    await two.refresh();
    expect(two.current()).toMatchObject({ comments: false, maintenanceBanner: 'Back soon' });
    await one.update(defaultFeatures(container.config));
  });

  it('fills flags missing from the stored value with their defaults, and ignores an invalid stored value', async () => {
    await container.storage.settings.set(FEATURE_FLAGS_KEY, { planEnforcement: false });
    const flags = replica();
    expect(await flags.refresh()).toEqual({ ...defaultFeatures(container.config), planEnforcement: false });
    await container.storage.settings.set(FEATURE_FLAGS_KEY, { cacheTtlHours: 'forever' });
    expect(await flags.refresh()).toEqual(defaultFeatures(container.config));
  });

  it('keeps the last known flags when storage cannot be read', async () => {
    const flags = createFeatureFlags({
      settings: {
        get: () => Promise.reject(new Error('connection lost')),
        set: () => Promise.reject(new Error('connection lost')),
      },
      defaults: { ...defaultFeatures(container.config), comments: false },
      logger,
    });
    expect(await flags.refresh()).toMatchObject({ comments: false });
    await expect(flags.update({ ...flags.current(), comments: true })).rejects.toThrow('connection lost');
    expect(flags.current()).toMatchObject({ comments: false });
  });
});
