/** Alias of /page/apply (SPEC.md §2). */
export { default, getServerSideProps } from './page/apply';
