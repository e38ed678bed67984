export default function Page() {
  return <h1>signup</h1>;
}
