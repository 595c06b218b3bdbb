/** Alias of /page/account/mypage (SPEC.md §2). */
export { default, getServerSideProps } from './page/account/mypage';
