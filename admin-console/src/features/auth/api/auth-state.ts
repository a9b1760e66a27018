// Watching the Firebase session: onAuthStateChanged as a redux-saga event channel.
import { eventChannel, type EventChannel } from 'redux-saga';

import { onAuthStateChanged, type Auth, type User } from '../../../lib/firebase';
import type { AdminUser } from '../slice/types';

/** A channel cannot carry null, so "nobody signed in" travels as { user: null }. */
export interface AuthStateEvent {
  user: AdminUser | null;
}

export function toAdminUser(user: Pick<User, 'uid' | 'email'>): AdminUser {
  return { uid: user.uid, email: user.email };
}

export function authStateChannel(auth: Auth): EventChannel<AuthStateEvent> {
  // The returned unsubscribe function is what closes the channel (saga cancelled, App unmounted).
  return eventChannel<AuthStateEvent>((emit) =>
    onAuthStateChanged(auth, (user) => emit({ user: user ? toAdminUser(user) : null })),
  );
}
