import { ENV } from './environment';

/** Where the browser loads a stored media URL (`/media/{name}`) from: the API server of this environment. */
export const mediaSrc = (url: string): string => new URL(url, ENV.mediaUrl).href;
