// biome-ignore-all lint/style/useFilenamingConvention: pack files are named after the contract's locale codes
// The consoles' Chinese texts of one area (merged into ../../zh_CN.ts): the source of its keys.
const texts = {
  productImport: {},
};
export type AreaMessages = typeof texts;
export default texts;
