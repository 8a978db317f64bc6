import type { HeadFC } from 'gatsby';

export default function IndexPage() {
  return (
    <main>
      <h1>Hello world</h1>
    </main>
  );
}

export const Head: HeadFC = () => <title>Hello world</title>;
