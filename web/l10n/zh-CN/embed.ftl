embed-page-title = { $title }（posenc 图示）
embed-title-heatmap = 正弦位置编码表
embed-title-permutation = 自注意力与词序
embed-title-rotation = 位置的平移即是旋转
embed-title-similarity = 两个位置的编码有多相似
embed-title-order-lab = 训练模型读懂词序
embed-title-offset-head = 回看固定偏移的注意力头
