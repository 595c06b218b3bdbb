/** MY's 사업자 정보 form and the API's refusals of it (lib/account/businessDetails.contract.ts). */
export const businessDetailsFormMessages = {
  save: '저장',
  saving: '저장 중…',
  cancel: '취소',
  placeholders: {
    businessAddress: '사업자등록증의 사업장 소재지',
    businessType: '예: 소매업',
    businessItem: '예: 생활용품, 잡화',
  },
  errors: {
    ceoName: '대표자명을 30자 이내로 입력해 주세요.',
    businessAddress: '사업장 주소를 200자 이내로 입력해 주세요.',
    businessType: '업태를 30자 이내로 입력해 주세요.',
    businessItem: '종목을 50자 이내로 입력해 주세요.',
    taxEmail: '세금계산서를 받을 이메일 주소를 확인해 주세요.',
    retailerOnly: '소매 회원만 사업자 정보를 입력할 수 있습니다.',
  },
} as const;
