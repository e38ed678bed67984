export default function Page() {
  return <h1>profile</h1>;
}
