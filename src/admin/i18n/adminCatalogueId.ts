import { allMessages } from './allMessages';
import id from './id';
import raIndonesian from './ra-id';

/** The admin's whole Indonesian catalogue: a chunk of its own, loaded only when the admin speaks Indonesian. */
export default allMessages('id', raIndonesian, id);
