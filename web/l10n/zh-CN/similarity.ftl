# <posenc-similarity> 的文字（见 en/similarity.ftl）。

## <posenc-similarity>

similarity-name = 每对位置之间余弦相似度的热力图
similarity-profile-name = 余弦相似度随偏移 k 变化的曲线：实测的第 0 行与闭式解
similarity-profile-title = 相似度随偏移 k = q − p 的变化（第 p = 0 行）
similarity-key-line = 闭式解 Σ cos(k·ωᵢ) / (d/2)
similarity-key-dots = 矩阵的第 0 行
similarity-note = 数值已归一化：PE(p)·PE(q) 除以 d_model / 2（每个编码长度的平方），因此对角线为 1。
similarity-legend = 余弦相似度
similarity-label = 位置 0 至 { $last } 的编码两两之间的相似度（d-model { $dModel }）：对角线上最高（1），每一行都随距离以相同方式递减；最小值 { $min }。
similarity-x-title = 位置 q：0 … { $last } →
similarity-y-title = 位置 p：0 … { $last } →
similarity-cell = 位置 { $p } 与 { $q }（偏移 { $offset }）：点积 { $dot }，余弦 { $cosine }
similarity-table-caption = 位置 0 至 { $last } 的余弦相似度
similarity-row-header = p { $p }
similarity-col-header = q { $q }
similarity-summary = { $positions } 个位置的相似度，d-model { $dModel }，底数 { $base }。每一行都是同一条曲线的平移：它只取决于偏移 k。k = 1 处的余弦：{ $first }；k = { $last } 处：{ $atLast }。
similarity-plot-x = 偏移 k = q − p
similarity-plot-y = 余弦
similarity-profile-label = 余弦相似度随偏移 k（0 至 { $last }）变化的曲线：圆点（实测的第 0 行）落在曲线（闭式解）上，从 1 开始下降，随后振荡，最低至 { $min }。
