/** Alias of /page/apply (docs/DECISIONS.md). */
export { default, getServerSideProps } from './page/apply';
