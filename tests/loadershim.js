// Gatsby's Link expects the page loader global that the Gatsby runtime normally provides.
global.___loader = {
  enqueue: jest.fn(),
};
