import englishMessages from 'ra-language-english';
import { allMessages } from './allMessages';
import en from './en';

/** The admin's whole English catalogue: a chunk of its own, loaded only when the admin speaks English. */
export default allMessages('en', englishMessages, en);
