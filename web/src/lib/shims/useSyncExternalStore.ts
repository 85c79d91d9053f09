// React 18+ has it built in; the shim's production build hands over React's own anyway.
export { useSyncExternalStore } from 'react';
