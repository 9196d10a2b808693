import { createContext, useContext } from 'react';
import { defaultMallPrefix, type MallPrefix } from '../config/paths';

/** The active template prefix (MALL_TEMPLATE), provided by the layout for the links the shell builds. */
export const MallPrefixContext = createContext<MallPrefix>(defaultMallPrefix);

export function useMallPrefix(): MallPrefix {
  return useContext(MallPrefixContext);
}
