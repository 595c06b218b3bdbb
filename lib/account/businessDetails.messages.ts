/** MY's 사업자 정보 section (the details a 거래명세서 and a tax invoice state of the buyer); its form's texts are in ./businessDetailsForm.messages.ts, loaded with the form. */
export const businessDetailsMessages = {
  heading: '사업자 정보',
  lead: '거래명세서와 세금계산서에 들어가는 정보입니다. 상호와 사업자등록번호는 사업자 인증을 받은 그대로이며, 바꾸려면 고객센터로 문의해 주세요.',
  incomplete: '아직 입력하지 않은 항목이 있습니다. 입력하면 거래명세서에 함께 표시됩니다.',
  notSet: '미입력',
  edit: '사업자 정보 수정',
  saved: '사업자 정보를 저장했습니다.',
  loadFailed: '입력 양식을 불러오지 못했습니다. 다시 시도해 주세요.',
  fields: {
    businessName: '상호',
    registrationNo: '사업자등록번호',
    ceoName: '대표자명',
    businessAddress: '사업장 주소',
    businessType: '업태',
    businessItem: '종목',
    taxEmail: '세금계산서 받을 이메일',
  },
} as const;
