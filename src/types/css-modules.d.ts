// Gatsby compiles *.module.css into named exports of class names.
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export = classes;
}

// Font files import as their public URL.
declare module '*.woff2' {
  const url: string;
  export default url;
}
