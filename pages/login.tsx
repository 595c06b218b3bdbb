/** Alias of /register/login (SPEC.md §2). */
export { default, getServerSideProps } from './register/login';
