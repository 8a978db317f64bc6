// Gatsby compiles *.module.css into named exports of class names.
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export = classes;
}
