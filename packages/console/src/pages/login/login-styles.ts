// The look shared by the sign-in pages: a centred card with a stacked form.
import styled from 'styled-components';

export const Page = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  background: #f0f2f5;
`;

export const Card = styled.section`
  width: 360px;
  padding: 32px;
  border-radius: 8px;
  background: #fff;
  box-shadow: 0 2px 12px rgba(0, 0, 0, 0.08);
`;

export const Title = styled.h1`
  margin: 0 0 8px;
  font-size: 22px;
  text-align: center;
`;

export const Hint = styled.p`
  margin: 0 0 16px;
  color: #606266;
  font-size: 13px;
  text-align: center;
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

export const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

export const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: 4px;
  font-size: 14px;
`;

export const Input = styled.input`
  padding: 8px 10px;
  border: 1px solid #dcdfe6;
  border-radius: 4px;
  font-size: 14px;
`;

export const FieldError = styled.span`
  color: #f56c6c;
  font-size: 12px;
`;

export const FormError = styled.p`
  margin: 0;
  color: #f56c6c;
  font-size: 14px;
`;

export const Notice = styled.p`
  margin: 0;
  color: #67c23a;
  font-size: 14px;
`;

export const Button = styled.button`
  padding: 9px 0;
  border: none;
  border-radius: 4px;
  background: #1a66c9;
  color: #fff;
  font-size: 15px;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: default;
  }
`;

export const Links = styled.nav`
  display: flex;
  justify-content: space-between;
  margin-top: 16px;
  font-size: 13px;
`;
