// country-flag-icons types its flag index but not the one-flag modules it exports ("./string/3x2/MX").
declare module 'country-flag-icons/string/3x2/*' {
  const svg: string;
  export default svg;
}
