// biome-ignore-all lint/style/useFilenamingConvention: pack files are named after the contract's locale codes
import type { Pack } from '../../pack';
import type { AreaMessages } from './zh_CN';

const texts: Pack<AreaMessages> = {
  catalogue: {},
};
export default texts;
