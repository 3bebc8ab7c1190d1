import * as Dialog from '@radix-ui/react-dialog';
import { styled } from 'styled-components';

export const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  background: rgba(0, 0, 0, 0.85);
  z-index: 6000;
`;

export const Content = styled(Dialog.Content)`
  position: fixed;
  inset: 0;
  z-index: 6001;
  display: flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  color: #fff;
  touch-action: none;
  outline: none;
  h2 {
    position: absolute;
    top: 12px;
    left: 0;
    right: 0;
    margin: 0;
    text-align: center;
    font-size: 14px;
    font-weight: 400;
  }
`;

export const Picture = styled.img`
  max-width: 90%;
  max-height: 80%;
  transition: transform 150ms;
  user-select: none;
`;

const RoundButton = styled.button`
  position: absolute;
  width: 40px;
  height: 40px;
  border: none;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.15);
  color: #fff;
  font-size: 18px;
  cursor: pointer;
`;

export const Close = styled(RoundButton)`
  top: 12px;
  right: 12px;
`;
export const Prev = styled(RoundButton)`
  left: 16px;
  top: calc(50% - 20px);
`;
export const Next = styled(RoundButton)`
  right: 16px;
  top: calc(50% - 20px);
`;

export const Tools = styled.div`
  position: absolute;
  bottom: 20px;
  left: 50%;
  transform: translateX(-50%);
  display: flex;
  gap: 8px;
  padding: 6px 12px;
  border-radius: 20px;
  background: rgba(255, 255, 255, 0.15);
  button {
    border: none;
    background: none;
    color: #fff;
    font-size: 16px;
    cursor: pointer;
    padding: 4px 8px;
  }
`;
