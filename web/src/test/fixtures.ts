/** Shared test helpers: a stored user and spies standing in for toasts and navigation. */
import { vi } from 'vitest';
import { setNavigator } from '../lib/navigation';
import { setNotifier } from '../lib/notify';
import { writeStoredUser, type StoredUser } from '../lib/storage';

/** Stores a signed-in user with a sealed level. */
export function storeUser(overrides: Partial<StoredUser> = {}): StoredUser {
  const user: StoredUser = {
    token: 'access-1',
    refresh_token: 'refresh-1',
    level: 'sealed.level.v1',
    lender: null,
    funding_source: null,
    email: 'admin@roda.test',
    ...overrides,
  };
  writeStoredUser(user);
  return user;
}

/** Replaces toasts and navigation with spies and returns them. */
export function spyOnEffects() {
  const notifier = { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() };
  const navigate = vi.fn();
  setNotifier(notifier);
  setNavigator(navigate);
  return { notifier, navigate };
}
