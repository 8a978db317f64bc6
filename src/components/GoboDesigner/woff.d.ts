// WOFF files (read by the gobo designer's outline loader) import as their public URL.
declare module '*.woff' {
  const url: string;
  export default url;
}
