import {createContext} from 'react';

import type {CardDescriptions} from './index';

/** The descriptions of the doc cards on the page being shown, by doc id (empty outside category pages). */
export const CardDescriptionsContext = createContext<CardDescriptions>({});
