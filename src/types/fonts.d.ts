// WOFF2 files (the brand typeface) import as their public URL.
declare module '*.woff2' {
  const url: string;
  export default url;
}
