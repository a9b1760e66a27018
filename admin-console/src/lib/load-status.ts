// The life of a fetched list on a manage screen: not asked yet, on its way, there, or failed.
export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';
