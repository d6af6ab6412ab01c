// The language field of the calls that carry one (docs/decisions.md, Languages).
import { z } from 'zod';
import { LANGUAGES } from './language.js';

export const languageSchema = z.enum(LANGUAGES);
